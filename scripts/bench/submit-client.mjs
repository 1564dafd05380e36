// The HTTP client of `npm run bench:judge`, in a small process of its own as a browser is: the
// bench's own process runs sandboxes and bare programs, and its garbage collections and page
// faults would land in the timed requests. Each request is timed here, not across the IPC.
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

/** POSTs `payload` to `url` and answers with the status, body and Server-Timing, and how long it took. */
function post({ url, cookie, payload }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(payload), cookie };
    const request = http.request(url, { method: "POST", agent, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          ms: performance.now() - started,
          status: response.statusCode,
          text: Buffer.concat(chunks).toString("utf8"),
          serverTiming: String(response.headers["server-timing"] ?? ""),
        }),
      );
    });
    request.on("error", reject);
    request.end(payload);
  });
}

process.on("message", ({ id, ...request }) => {
  post(request).then(
    (answer) => process.send({ id, ...answer }),
    (error) => process.send({ id, error: error.message }),
  );
});
process.on("disconnect", () => process.exit(0));
