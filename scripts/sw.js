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

// A build file whose name carries its content's hash: the same name is the same bytes.
const HASHED = /-[0-9a-f]{6,}(_bg)?\.[a-z0-9]+$/;
// Where the previous builds' caches and the tabs that may still use them are noted.
const KEPT = new URL("__tengen-kept-for-open-tabs", SCOPE).href;

// Installs this build: a hashed file an older build's cache holds is copied from there
// (a second visit downloads only what changed); everything else comes from the network.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          PRECACHE.map(async (f) => {
            const url = new URL(f, SCOPE).href;
            const kept = HASHED.test(f) ? await caches.match(url) : undefined;
            const response = kept || (await fetch(new Request(url, { cache: "reload" })));
            if (!response.ok) throw new Error(`${f}: ${response.status}`);
            await cache.put(url, response);
          }),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

// The older builds' caches stay while a tab that was open before this build took over is
// still open (it may yet ask for a part of its own build, whose name has changed), and
// go once none is; with no tab open they go at once.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      const older = keys.filter((k) => k.startsWith("tengen-") && k !== CACHE && k !== NET_CACHE);
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const before = await keptForTabs();
      const kept = { caches: [...new Set([...before.caches, ...older])], tabs: [...new Set([...before.tabs, ...tabs.map((t) => t.id)])] };
      const cache = await caches.open(CACHE);
      await cache.put(KEPT, new Response(JSON.stringify(kept)));
      await self.clients.claim();
      await dropUnused();
    })(),
  );
});

/** The older caches kept and the tabs they are kept for. */
async function keptForTabs() {
  const hit = await (await caches.open(CACHE)).match(KEPT);
  const kept = hit ? await hit.json().catch(() => null) : null;
  return kept && Array.isArray(kept.caches) && Array.isArray(kept.tabs) ? kept : { caches: [], tabs: [] };
}

/** Deletes the older builds' caches once no tab they were kept for is open. */
async function dropUnused() {
  const kept = await keptForTabs();
  if (kept.caches.length === 0) return;
  const open = await Promise.all(kept.tabs.map((id) => self.clients.get(id)));
  if (open.some((tab) => tab)) return;
  await Promise.all(kept.caches.map((k) => caches.delete(k)));
  await (await caches.open(CACHE)).delete(KEPT);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== SCOPE.origin) return;
  if (request.mode === "navigate") {
    event.waitUntil(dropUnused());
    // Pages: the network first, so an update shows at once; the cached app
    // shell (for every route) when offline.
    event.respondWith(
      fetch(request.url, { cache: "no-store", credentials: "same-origin" })
        .then((response) => (response.ok ? response : cached(INDEX).then((hit) => hit || response)))
        .catch(() => cached(INDEX).then((hit) => hit || Response.error())),
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
  // Build files carry a content hash in their names: the cache first (an older build's
  // for a tab still running it).
  event.respondWith(cached(request).then((hit) => hit || fetch(request)));
});

/** This build's copy of `request`, else an older build's still kept. */
async function cached(request) {
  return (await (await caches.open(CACHE)).match(request)) || caches.match(request);
}
