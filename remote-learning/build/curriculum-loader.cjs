module.exports = require('./content-loaders.cjs').curriculumLoader;
