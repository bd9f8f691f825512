/**
 * Stands in for `prop-types` inside @stripe/react-stripe-js in the production build (see
 * vite.config.ts): React 19 ignores propTypes, so every validator (`PropTypes.func`,
 * `PropTypes.oneOf([...])`, `.isRequired`) may be this one no-op.
 */
type Validator = (() => Validator) & { isRequired: Validator };
const validator = (() => validator) as Validator;
validator.isRequired = validator;

const PropTypes: Record<string, Validator> = new Proxy({}, { get: () => validator });
export default PropTypes;
