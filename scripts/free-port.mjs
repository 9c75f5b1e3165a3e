// A port for a test server, chosen by the system when it is asked for: two test runs on one machine
// (two clones' `npm test` side by side) never wait for, or reach, each other's server.
import net from "node:net";

/** A TCP port free on 127.0.0.1 when asked. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
