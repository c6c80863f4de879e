export { default, meta } from '../pages/glossary/glossary-page';
