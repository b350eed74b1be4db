/**
 * Mantine's PostCSS preset: light-dark(), rem(), nesting and its mixins in our CSS modules.
 * Media queries use Mantine's breakpoints written out (xs 36em, sm 48em = 768 px, md 62em, lg 75em,
 * xl 88em): Biome, which lints the CSS, cannot parse postcss-simple-vars' $variables.
 */
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
