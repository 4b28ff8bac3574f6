/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

/**
 * The SHA-256 hash function of FIPS 180-4 (sections 4.1.2, 4.2.2, 5.1.1, 5.3.3 and 6.2), in
 * plain Java so that the ruleset hash is the same wherever the engine runs: on the JVM and in
 * JavaScript, where {@code java.security.MessageDigest} does not exist. The result is checked
 * against {@code MessageDigest} by the tests.
 */
final class Sha256 {

    /** The 64 round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
    private static final int[] K = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    };

    /** The initial hash value: the first 32 bits of the fractional parts of the square roots of the first 8 primes. */
    private static final int[] INITIAL = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };

    private static final int BLOCK_BYTES = 64;
    private static final char[] HEX_DIGITS = "0123456789abcdef".toCharArray();

    private Sha256() {
    }

    /** The 32-byte SHA-256 digest of the message. */
    static byte[] digest(byte[] message) {
        int[] h = INITIAL.clone();
        int[] w = new int[64];
        byte[] padded = padded(message);
        for (int block = 0; block < padded.length; block += BLOCK_BYTES) {
            compress(h, w, padded, block);
        }
        byte[] out = new byte[32];
        for (int i = 0; i < h.length; i++) {
            writeInt(out, 4 * i, h[i]);
        }
        return out;
    }

    /** The digest written as 64 lower-case hex digits. */
    static String hex(byte[] message) {
        byte[] digest = digest(message);
        StringBuilder out = new StringBuilder(2 * digest.length);
        for (byte b : digest) {
            out.append(HEX_DIGITS[(b >> 4) & 0xf]).append(HEX_DIGITS[b & 0xf]);
        }
        return out.toString();
    }

    /**
     * The message followed by one 1 bit, then zero bits up to 8 bytes short of a whole block, then
     * the message's length in bits as a 64-bit big-endian number (section 5.1.1).
     */
    private static byte[] padded(byte[] message) {
        int zeros = Math.floorMod(BLOCK_BYTES - 8 - (message.length + 1), BLOCK_BYTES);
        byte[] padded = new byte[message.length + 1 + zeros + 8];
        System.arraycopy(message, 0, padded, 0, message.length);
        padded[message.length] = (byte) 0x80;
        long bits = 8L * message.length;
        writeInt(padded, padded.length - 8, (int) (bits >>> 32));
        writeInt(padded, padded.length - 4, (int) bits);
        return padded;
    }

    /** Mixes one 64-byte block, starting at {@code offset}, into the hash value (section 6.2.2). */
    private static void compress(int[] h, int[] w, byte[] data, int offset) {
        for (int t = 0; t < 16; t++) {
            w[t] = readInt(data, offset + 4 * t);
        }
        for (int t = 16; t < 64; t++) {
            w[t] = smallSigma1(w[t - 2]) + w[t - 7] + smallSigma0(w[t - 15]) + w[t - 16];
        }
        int a = h[0];
        int b = h[1];
        int c = h[2];
        int d = h[3];
        int e = h[4];
        int f = h[5];
        int g = h[6];
        int hh = h[7];
        for (int t = 0; t < 64; t++) {
            int t1 = hh + bigSigma1(e) + choose(e, f, g) + K[t] + w[t];
            int t2 = bigSigma0(a) + majority(a, b, c);
            hh = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        h[0] += a;
        h[1] += b;
        h[2] += c;
        h[3] += d;
        h[4] += e;
        h[5] += f;
        h[6] += g;
        h[7] += hh;
    }

    private static int choose(int x, int y, int z) {
        return (x & y) ^ (~x & z);
    }

    private static int majority(int x, int y, int z) {
        return (x & y) ^ (x & z) ^ (y & z);
    }

    private static int bigSigma0(int x) {
        return Integer.rotateRight(x, 2) ^ Integer.rotateRight(x, 13) ^ Integer.rotateRight(x, 22);
    }

    private static int bigSigma1(int x) {
        return Integer.rotateRight(x, 6) ^ Integer.rotateRight(x, 11) ^ Integer.rotateRight(x, 25);
    }

    private static int smallSigma0(int x) {
        return Integer.rotateRight(x, 7) ^ Integer.rotateRight(x, 18) ^ (x >>> 3);
    }

    private static int smallSigma1(int x) {
        return Integer.rotateRight(x, 17) ^ Integer.rotateRight(x, 19) ^ (x >>> 10);
    }

    private static int readInt(byte[] data, int at) {
        return (data[at] & 0xff) << 24 | (data[at + 1] & 0xff) << 16 | (data[at + 2] & 0xff) << 8
                | data[at + 3] & 0xff;
    }

    private static void writeInt(byte[] data, int at, int value) {
        data[at] = (byte) (value >>> 24);
        data[at + 1] = (byte) (value >>> 16);
        data[at + 2] = (byte) (value >>> 8);
        data[at + 3] = (byte) value;
    }
}
