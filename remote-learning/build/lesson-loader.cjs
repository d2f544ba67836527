module.exports = require('./content-loaders.cjs').lessonLoader;
