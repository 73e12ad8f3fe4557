// Stylesheets are imported for their side effect (webpack's css-loader bundles them); they export nothing to type.
declare module '*.css';
