package org.mahjongtally.bench.load;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * An open-loop load generator: POSTs JSON bodies at a fixed rate, each request at its scheduled
 * time whatever became of the earlier ones, and measures each latency from that scheduled time
 * rather than from the moment it was sent. A server (or a client) that stalls is thus charged
 * for every request it held up, as a user would see it: no coordinated omission. At most
 * {@value #CONNECTIONS} requests are under way at once (so at most that many connections, as
 * with wrk's {@code -c}); a request due while all are busy waits for one, and its wait counts
 * in its latency. Requests not sent within 10 s of the end of the schedule are errors.
 *
 * <p>Usage: {@code FixedRate URL BODIES_FILE RATE WARMUP_S MEASURE_S}; the bodies file holds
 * one JSON body a line, sent in turn. Every latency of the measured part is kept. Prints one
 * line {@code RESULT rate=... sent=... ok=... errors=... p50_ms=... p99_ms=... p999_ms=...}; an
 * error is an answer other than 2xx, a failed request, or no answer within 10 s.
 */
public final class FixedRate {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final int CONNECTIONS = 64;

    private FixedRate() {
    }

    /**
     * @param args the URL, the bodies file, requests per second, warm-up seconds, measured seconds
     */
    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: FixedRate URL BODIES_FILE RATE WARMUP_S MEASURE_S");
            System.exit(2);
        }
        URI uri = URI.create(args[0]);
        List<String> bodies = Files.readAllLines(Path.of(args[1])).stream().filter(l -> !l.isBlank()).toList();
        int rate = Integer.parseInt(args[2]);
        int warmup = rate * Integer.parseInt(args[3]);
        int measured = rate * Integer.parseInt(args[4]);
        HttpRequest[] requests = bodies.stream().map(body -> HttpRequest.newBuilder(uri).timeout(TIMEOUT)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body))
                .build()).toArray(HttpRequest[]::new);
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

        int total = warmup + measured;
        long[] latencies = new long[measured];
        Arrays.fill(latencies, -1);
        long interval = TimeUnit.SECONDS.toNanos(1) / rate;
        Semaphore connections = new Semaphore(CONNECTIONS);
        long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
        long giveUp = start + total * interval + TIMEOUT.toNanos();
        long maxSendLag = 0;
        for (int i = 0; i < total; i++) {
            long scheduled = start + i * interval;
            for (long wait = scheduled - System.nanoTime(); wait > 0; wait = scheduled - System.nanoTime()) {
                LockSupport.parkNanos(wait);
            }
            if (!connections.tryAcquire(giveUp - System.nanoTime(), TimeUnit.NANOSECONDS)) {
                break;
            }
            int index = i;
            if (i >= warmup) {
                maxSendLag = Math.max(maxSendLag, System.nanoTime() - scheduled);
            }
            client.sendAsync(requests[i % requests.length], HttpResponse.BodyHandlers.discarding())
                    .whenComplete((response, failure) -> {
                        long latency = System.nanoTime() - scheduled;
                        if (index >= warmup && failure == null && response.statusCode() / 100 == 2) {
                            latencies[index - warmup] = latency;
                        }
                        connections.release();
                    });
        }
        connections.tryAcquire(CONNECTIONS, TIMEOUT.toSeconds() + 5, TimeUnit.SECONDS);

        Latencies measuredLatencies = new Latencies();
        for (long latency : latencies) {
            if (latency >= 0) {
                measuredLatencies.add(latency);
            }
        }
        System.out.println("RESULT rate=" + rate + " sent=" + measured + " ok=" + measuredLatencies.size()
                + " errors=" + (measured - measuredLatencies.size()) + " " + measuredLatencies.summary()
                + " max_send_lag_ms=" + Latencies.ms(maxSendLag));
        System.exit(0);
    }
}
