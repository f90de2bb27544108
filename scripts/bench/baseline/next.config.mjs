/**
 * Built in a folder of its own outside the repository (scripts/bench/baseline.mjs copies it there),
 * whose node_modules is a link to the portal's: the same next, react and react-dom.
 */
const config = { turbopack: { root: '/' } };
export default config;
