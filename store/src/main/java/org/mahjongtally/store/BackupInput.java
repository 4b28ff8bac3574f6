/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;

/**
 * The bytes of a backup file as {@link GameStore#restore} reads them: the file itself, or, if it
 * starts as a gzip stream does, what the stream holds. The gzip stream must be the whole file:
 * Java's {@link GZIPInputStream} quietly ignores bytes after it that do not start another
 * stream, so a backup with stray bytes appended would be restored as if
 * whole; here they are refused ({@link StoreProblem#BACKUP_GZIP_TRAILING}) before the restore's
 * transaction commits. A file of several gzip streams one after another, which {@code tally
 * backup} never writes, is refused the same way.
 */
public final class BackupInput {

    private static final int BUFFER = 1 << 16;

    /** The bytes of the gzip trailer (CRC-32 and size) left in the inflater's buffer at the end. */
    private static final int TRAILER = 8;

    private BackupInput() {
    }

    /** The backup in a file's bytes, unzipped if they are gzipped. */
    public static InputStream open(InputStream file) throws IOException {
        BufferedInputStream in = new BufferedInputStream(file, BUFFER);
        in.mark(2);
        int b1 = in.read();
        int b2 = in.read();
        in.reset();
        return b1 == 0x1f && b2 == 0x8b ? new WholeGzip(new NothingAvailable(in)) : in;
    }

    /** A gzip stream that, at its end, refuses any byte after it. */
    private static final class WholeGzip extends GZIPInputStream {

        private final InputStream raw;
        private boolean checked;

        WholeGzip(InputStream raw) throws IOException {
            super(raw, BUFFER);
            this.raw = raw;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n < 0 && !checked) {
                checked = true;
                if (inf.getRemaining() > TRAILER || raw.read() >= 0) {
                    throw GameException.badGame(Message.of(StoreProblem.BACKUP_GZIP_TRAILING));
                }
            }
            return n;
        }
    }

    /**
     * Says no bytes are available without blocking, so that {@link GZIPInputStream} does not try
     * to read another stream's header from the file beyond what it has buffered (and, on failing,
     * swallow those bytes): what is left is then still there for {@link WholeGzip} to see.
     */
    private static final class NothingAvailable extends FilterInputStream {

        NothingAvailable(InputStream in) {
            super(in);
        }

        @Override
        public int available() {
            return 0;
        }
    }
}
