// How Node runs the production server, wherever it is started (`npm start`, the bench, Lighthouse,
// the load test, the end-to-end tests; deploy/Dockerfile says the same, and a test checks it does).
//
// A limit on the JavaScript heap: without one, V8 lets the heap grow towards its default of several
// gigabytes under load before collecting in earnest, and the server's resident memory grew with
// every kind of page it served (740 MB on PostgreSQL in the bench, against 488 MB with a limit of
// 256 MB and the same throughput; decision 0024). Since the embedded database runs in its own
// thread (decision 0027) the server's heap holds about 70 MB after a full collection under the
// signed-in bench; 256 MB leaves room for a streamed export or an admin's CSV at once.
//
// And a limit on the young generation: with a 256 MB heap Node 24 lets it grow to 134 MB (two
// 64 MB semi-spaces and more), memory that stays resident once touched. 16 MB semi-spaces keep it
// at 32 MB: the PostgreSQL setup's peak went from 467 to 356 MB with the data calls as fast or
// faster; 8 MB ones made collections frequent enough to slow them (decision 0027).
export const SERVER_NODE_ARGS = ['--max-old-space-size=256', '--max-semi-space-size=16'];

// And glibc's allocator limited to two arenas. By default it makes up to eight per core for the
// threads that allocate (libuv's pool, V8's helpers, compression), and each keeps what it has
// freed: on PostgreSQL, where the server's resident memory is the budget's 400 MB, the admin pages'
// bench peaked at 294 and 308 MB with two arenas against 325 and 329 MB without, in the same
// sitting, at the same requests/s (decision 0024, addendum). Read by glibc when the process
// starts, so it is set in the server's environment, not by the server (and only by glibc: an image
// on musl, such as Alpine's, ignores it).
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
