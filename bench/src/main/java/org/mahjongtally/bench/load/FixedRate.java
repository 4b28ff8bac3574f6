/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench.load;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * An open-loop load generator: POSTs JSON bodies at a fixed rate, each request at its scheduled
 * time whatever became of the earlier ones, and measures each latency from that scheduled time
 * rather than from the moment it was sent. A server (or a client) that stalls is thus charged
 * for every request it held up, as a user would see it: no coordinated omission.
 *
 * <p>{@value #CONNECTIONS} connections (as wrk's {@code -c}), each with its own thread, take
 * the scheduled requests in turn: a request due while all are busy waits for one, and its wait
 * counts in its latency. Requests not sent within 10 s of the end of the schedule are errors.
 *
 * <p>Usage: {@code FixedRate URL BODIES_FILE RATE WARMUP_S MEASURE_S}; the bodies file holds
 * one JSON body a line, sent in turn. Every latency of the measured part is kept. Prints one
 * line {@code RESULT rate=... sent=... ok=... errors=... p50_ms=... p99_ms=... p999_ms=...}; an
 * error is an answer other than 2xx, a failed request, or a request not sent in time.
 */
public final class FixedRate {

    private static final int CONNECTIONS = 32;
    private static final long GIVE_UP_NS = TimeUnit.SECONDS.toNanos(10);

    private FixedRate() {
    }

    /**
     * @param args the URL, the bodies file, requests per second, warm-up seconds, measured seconds
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 5) {
            System.err.println("usage: FixedRate URL BODIES_FILE RATE WARMUP_S MEASURE_S");
            System.exit(2);
        }
        URI uri = URI.create(args[0]);
        byte[][] requests = Files.readAllLines(Path.of(args[1])).stream().filter(l -> !l.isBlank())
                .map(body -> HttpConnection.post(uri, body)).toArray(byte[][]::new);
        int rate = Integer.parseInt(args[2]);
        int warmup = rate * Integer.parseInt(args[3]);
        int measured = rate * Integer.parseInt(args[4]);
        int total = warmup + measured;
        long interval = TimeUnit.SECONDS.toNanos(1) / rate;
        long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(200);
        long giveUp = start + total * interval + GIVE_UP_NS;

        long[] latencies = new long[measured];
        Arrays.fill(latencies, -1);
        AtomicInteger next = new AtomicInteger();
        AtomicLong maxSendLag = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < CONNECTIONS; c++) {
            threads.add(new Thread(() -> {
                try (HttpConnection connection = new HttpConnection(uri)) {
                    for (int i = next.getAndIncrement(); i < total; i = next.getAndIncrement()) {
                        long scheduled = start + i * interval;
                        for (long wait = scheduled - System.nanoTime(); wait > 0; wait = scheduled - System.nanoTime()) {
                            LockSupport.parkNanos(wait);
                        }
                        long sent = System.nanoTime();
                        if (sent > giveUp) {
                            break;
                        }
                        if (i >= warmup) {
                            maxSendLag.accumulateAndGet(sent - scheduled, Math::max);
                        }
                        boolean ok;
                        try {
                            ok = connection.exchange(requests[i % requests.length]).status() / 100 == 2;
                        } catch (IOException e) {
                            ok = false;
                        }
                        if (ok && i >= warmup) {
                            latencies[i - warmup] = System.nanoTime() - scheduled;
                        }
                    }
                }
            }, "connection-" + c));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }

        Latencies measuredLatencies = new Latencies();
        for (long latency : latencies) {
            if (latency >= 0) {
                measuredLatencies.add(latency);
            }
        }
        System.out.println("RESULT rate=" + rate + " sent=" + measured + " ok=" + measuredLatencies.size()
                + " errors=" + (measured - measuredLatencies.size()) + " " + measuredLatencies.summary()
                + " max_send_lag_ms=" + Latencies.ms(maxSendLag.get()));
    }
}
