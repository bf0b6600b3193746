// Pure functions over library data and Intl: node is enough.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
};
