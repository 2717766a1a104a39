// A port for a server that a test or bench starts on this machine and then polls until it answers.
//
// It is picked below Linux's ephemeral range (32768–60999), never inside it: a client polling a port in that range
// before the server listens can be given that same port as its own source port. The socket then connects to itself
// (seen: a TIME-WAIT 127.0.0.1:48002 → 127.0.0.1:48002), and the server finds its port taken.
const FROM = 20_000;
const TO = 32_000;

/** A random port in [20000, 32000 - span): `span` ports from it are free of the ephemeral range (a cluster's balancer and its processes). */
export function localPort(span = 1) {
  return FROM + Math.floor(Math.random() * (TO - FROM - span));
}
