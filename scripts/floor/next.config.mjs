// The framework's defaults, as a new app would have them.
const config = {};
export default config;
