/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * The pages and the words of a PDF as Chromium prints it (Page.printToPDF): enough of PDF to
 * read back what was printed, for a test. Chromium writes plain objects, Flate streams and
 * Type0 fonts with a ToUnicode map, and shows text with hex glyph strings (Tj, TJ).
 */
final class PdfText {

    private static final Pattern OBJECT = Pattern.compile("(\\d+) 0 obj(.*?)endobj", Pattern.DOTALL);
    private static final Pattern STREAM = Pattern.compile("stream\r?\n(.*?)\r?\nendstream", Pattern.DOTALL);
    private static final Pattern PAGE = Pattern.compile("/Type /Page\\b(?!s)");
    private static final Pattern COUNT = Pattern.compile("/Type /Pages.*?/Count (\\d+)", Pattern.DOTALL);
    private static final Pattern FONT_REF = Pattern.compile("/(F\\w+) (\\d+) 0 R");
    private static final Pattern REF = Pattern.compile("/(ToUnicode|Contents) (\\d+) 0 R");
    private static final Pattern HEX_PAIR = Pattern.compile("<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>");
    private static final Pattern RANGE = Pattern.compile("<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>");
    private static final Pattern TEXT_OPS = Pattern.compile("/(F\\w+) [\\d.]+ Tf|<([0-9A-Fa-f]*)>|(T[Jj]|ET)");

    final int pages;
    final String text;

    private PdfText(int pages, String text) {
        this.pages = pages;
        this.text = text;
    }

    /** Reads the page count and the text of every page, in the order drawn. */
    static PdfText of(byte[] pdf) {
        String raw = new String(pdf, StandardCharsets.ISO_8859_1);
        Map<Integer, String> objects = new HashMap<>();
        Matcher o = OBJECT.matcher(raw);
        while (o.find()) {
            objects.put(Integer.parseInt(o.group(1)), o.group(2));
        }
        Matcher count = COUNT.matcher(raw);
        int pages = count.find() ? Integer.parseInt(count.group(1)) : 0;
        StringBuilder text = new StringBuilder();
        for (String object : objects.values()) {
            if (!PAGE.matcher(object).find()) {
                continue;
            }
            Map<String, Map<Integer, String>> fonts = new HashMap<>();
            Matcher f = FONT_REF.matcher(object);
            while (f.find()) {
                fonts.put(f.group(1), toUnicode(objects, objects.get(Integer.parseInt(f.group(2)))));
            }
            Matcher contents = REF.matcher(object);
            while (contents.find()) {
                if (contents.group(1).equals("Contents")) {
                    text.append(shown(stream(objects.get(Integer.parseInt(contents.group(2)))), fonts)).append('\n');
                }
            }
        }
        return new PdfText(pages, text.toString());
    }

    /** The characters of a font's glyphs, from its ToUnicode map (bfchar and bfrange). */
    private static Map<Integer, String> toUnicode(Map<Integer, String> objects, String font) {
        Map<Integer, String> map = new HashMap<>();
        Matcher ref = REF.matcher(font == null ? "" : font);
        if (!ref.find() || !ref.group(1).equals("ToUnicode")) {
            return map;
        }
        String cmap = stream(objects.get(Integer.parseInt(ref.group(2))));
        for (String block : cmap.split("beginbf")) {
            String body = block.contains("endbf") ? block.substring(0, block.indexOf("endbf")) : "";
            if (block.startsWith("range")) {
                Matcher r = RANGE.matcher(body);
                while (r.find()) {
                    int from = Integer.parseInt(r.group(1), 16);
                    int to = Integer.parseInt(r.group(2), 16);
                    int first = Integer.parseInt(r.group(3), 16);
                    for (int g = from; g <= to; g++) {
                        map.put(g, new String(Character.toChars(first + g - from)));
                    }
                }
            } else if (block.startsWith("char")) {
                Matcher c = HEX_PAIR.matcher(body);
                while (c.find()) {
                    map.put(Integer.parseInt(c.group(1), 16), utf16(c.group(2)));
                }
            }
        }
        return map;
    }

    /** The text a content stream shows: its hex strings read through the font in use. */
    private static String shown(String content, Map<String, Map<Integer, String>> fonts) {
        StringBuilder out = new StringBuilder();
        Map<Integer, String> font = Map.of();
        Matcher m = TEXT_OPS.matcher(content);
        while (m.find()) {
            if (m.group(1) != null) {
                font = fonts.getOrDefault(m.group(1), Map.of());
            } else if (m.group(2) != null) {
                String hex = m.group(2);
                for (int i = 0; i + 4 <= hex.length(); i += 4) {
                    out.append(font.getOrDefault(Integer.parseInt(hex.substring(i, i + 4), 16), ""));
                }
            } else if (m.group(3).equals("ET")) {
                out.append(' ');
            }
        }
        return out.toString();
    }

    private static String utf16(String hex) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i + 4 <= hex.length(); i += 4) {
            s.append((char) Integer.parseInt(hex.substring(i, i + 4), 16));
        }
        return s.toString();
    }

    /** The bytes of an object's stream, inflated when Flate encoded (as ISO-8859-1 text). */
    private static String stream(String object) {
        Matcher s = STREAM.matcher(object == null ? "" : object);
        if (!s.find()) {
            return "";
        }
        byte[] bytes = s.group(1).getBytes(StandardCharsets.ISO_8859_1);
        if (!object.contains("/FlateDecode")) {
            return s.group(1);
        }
        Inflater inflater = new Inflater();
        inflater.setInput(bytes);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                out.write(buffer, 0, n);
            }
        } catch (DataFormatException e) {
            throw new IllegalStateException("a stream of the PDF is not Flate data: " + e.getMessage(), e);
        } finally {
            inflater.end();
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }
}
