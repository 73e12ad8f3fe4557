/** Stands for an imported stylesheet in the component tests. */
export default {};
