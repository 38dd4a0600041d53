// Only the parts of node-forge the worker uses (RSA public keys, X.509 parsing, PKCS#1 v1.5
// encryption), instead of its whole bundle: the worker is the app's largest script.
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/asn1';
import 'node-forge/lib/rsa';
import 'node-forge/lib/x509';

export default forge;
