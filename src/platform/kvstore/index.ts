// The store's public face; drivers and the degrade chain stay inside this folder.
export { createKvStore, type KvStore } from './kvStore';
export { KV_ERRORS, KV_NAMESPACES, type KvConfig, type KvDriverName, type KvNamespace } from '../../core/kvConfig';
