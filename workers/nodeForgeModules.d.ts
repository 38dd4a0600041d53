// node-forge's lib modules register themselves on the shared forge object; its types describe
// the package's root only.
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/asn1';
declare module 'node-forge/lib/rsa';
declare module 'node-forge/lib/x509';
