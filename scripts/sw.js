// Tengen's service worker. scripts/post_build.py fills in the versions and the
// precache list (every file of the build but the computer player's) after each
// Trunk build.
const VERSION = "__TENGEN_VERSION__";
const PRECACHE = __TENGEN_PRECACHE__;
const CACHE = `tengen-${VERSION}`;
// The computer player's network (katago/), kept from the first computer game on under
// a name from its contents: a new build with the same network keeps the copy.
const NET_CACHE = `tengen-net-__TENGEN_NET_VERSION__`;
const SCOPE = new URL(self.registration.scope);
const INDEX = new URL("index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((f) => new Request(new URL(f, SCOPE).href, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

// A new build's worker deletes every older Tengen cache (and another network), so no
// stale app remains.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tengen-") && k !== CACHE && k !== NET_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== SCOPE.origin) return;
  if (request.mode === "navigate") {
    // Pages: the network first, so an update shows at once; the cached app
    // shell (for every route) when offline.
    event.respondWith(
      fetch(request.url, { cache: "no-store", credentials: "same-origin" })
        .then((response) => (response.ok ? response : caches.match(INDEX).then((hit) => hit || response)))
        .catch(() => caches.match(INDEX).then((hit) => hit || Response.error())),
    );
    return;
  }
  // The computer player (not precached): the cache first, else fetched and kept.
  const path = new URL(request.url).pathname.slice(SCOPE.pathname.length);
  if (path.startsWith("katago/") || path.startsWith("tengen-worker")) {
    const name = path.startsWith("katago/") ? NET_CACHE : CACHE;
    event.respondWith(
      caches.open(name).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
    return;
  }
  // Build files carry a content hash in their names: the cache first.
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});
