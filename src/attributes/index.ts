// HTML5 §2.6.6 Interfaces for URL manipulation: the URL decomposition IDL attributes.
export {
  URLDecomposition,
  defineURLDecompositionAttributes,
  type CommonSetterAction,
  type URLDecompositionAttributes,
  type URLDecompositionEmbedding,
} from "./url-decomposition.js";
export {
  URL_DECOMPOSITION_ATTRIBUTE_NAMES,
  isURLDecompositionAttributeName,
  type DecompositionComponent,
  type URLDecompositionAttributeName,
} from "./components.js";
export {
  URL_DECOMPOSITION_ATTRIBUTES,
  type AttributeDefinition,
  type GetterCondition,
  type SetterCondition,
  type SetterPreprocessor,
} from "./attribute-table.js";
export { getURLDecompositionAttribute, getURLDecompositionAttributes, getProtocol, getHost, getHostname, getPort, getPathname, getSearch, getHash } from "./getters.js";
export {
  runURLDecompositionSetter,
  setURLDecompositionAttribute,
  setProtocol,
  setHost,
  setHostname,
  setPort,
  setPathname,
  setSearch,
  setHash,
  type SetterSteps,
} from "./setters.js";
export { escapeForComponent } from "./component-escape.js";
