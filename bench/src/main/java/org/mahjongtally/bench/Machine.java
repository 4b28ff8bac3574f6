/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A one-line description of the machine the benchmarks ran on. */
final class Machine {

    private Machine() {
    }

    /** The load averages of /proc/loadavg (1, 5 and 15 minutes), or "unknown". */
    static String loadAverage() throws IOException {
        Path loadavg = Path.of("/proc/loadavg");
        if (!Files.isReadable(loadavg)) {
            return "unknown";
        }
        String[] fields = Files.readString(loadavg).trim().split("\\s+");
        return fields.length < 3 ? "unknown" : fields[0] + " " + fields[1] + " " + fields[2];
    }

    static String describe() throws IOException {
        String cpu = "unknown CPU";
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            List<String> lines = Files.readAllLines(cpuinfo);
            cpu = lines.stream().filter(l -> l.startsWith("model name")).findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).orElse(cpu);
        }
        long memoryGb = 0;
        Path meminfo = Path.of("/proc/meminfo");
        if (Files.isReadable(meminfo)) {
            memoryGb = Files.readAllLines(meminfo).stream().filter(l -> l.startsWith("MemTotal"))
                    .findFirst().map(l -> Long.parseLong(l.replaceAll("\\D", "")) / 1024 / 1024).orElse(0L);
        }
        return cpu + ", " + Runtime.getRuntime().availableProcessors() + " cores, " + memoryGb + " GB, "
                + System.getProperty("os.name") + " " + System.getProperty("os.version");
    }
}
