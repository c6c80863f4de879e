export { default, meta } from '../pages/glossary/glossary-term-page';
