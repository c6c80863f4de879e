// Jest stand-in for an imported image: the URL webpack would emit.
module.exports = { __esModule: true, default: '/assets/image.svg' };
