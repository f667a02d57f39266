// Panda CSS through its PostCSS plugin (the Vite plugin is a v2 beta that emitted only the reset).
module.exports = {
  plugins: {
    "@pandacss/dev/postcss": {},
  },
};
