/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * Reads the plain JavaScript values the page hands the {@link Engine}: the kind of a field,
 * its value, the keys of an object, the items of an array. The methods exist only in the
 * translated program (on the JVM a {@code native} method has no body).
 */
final class JsValues {

    private JsValues() {
    }

    /** A JSON text parsed ({@code null} if it is not JSON), or the value itself if it is not a string. */
    @JSBody(params = "v", script = "if (typeof v !== 'string') { return v; }"
            + " try { return JSON.parse(v); } catch (e) { return null; }")
    static native JSObject parsedIfText(JSObject v);

    /** A string as a JavaScript value, for {@link #parsedIfText}. */
    @JSBody(params = "s", script = "return s;")
    static native JSObject text(String s);

    /** Whether it is a plain object, not an array or {@code null}. */
    @JSBody(params = "v", script = "return typeof v === 'object' && v !== null && !Array.isArray(v);")
    static native boolean isObject(JSObject v);

    /**
     * The kind of a field: {@code absent} (undefined or null), {@code array}, {@code string},
     * {@code number}, {@code boolean}, {@code object}.
     */
    @JSBody(params = {"o", "k"}, script = "var v = Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;"
            + " return v === undefined || v === null ? 'absent' : Array.isArray(v) ? 'array' : typeof v;")
    static native String kind(JSObject o, String k);

    /** Whether the object has the field, even as {@code null}. */
    @JSBody(params = {"o", "k"}, script = "return Object.prototype.hasOwnProperty.call(o, k) && o[k] !== undefined;")
    static native boolean has(JSObject o, String k);

    @JSBody(params = {"o", "k"}, script = "return o[k];")
    static native JSObject get(JSObject o, String k);

    @JSBody(params = {"o", "k"}, script = "return o[k];")
    static native String string(JSObject o, String k);

    @JSBody(params = {"o", "k"}, script = "return o[k];")
    static native double number(JSObject o, String k);

    @JSBody(params = {"o", "k"}, script = "return o[k];")
    static native boolean bool(JSObject o, String k);

    /** Whether a number field holds a whole number that a double holds exactly. */
    @JSBody(params = {"o", "k"}, script = "return Number.isSafeInteger(o[k]);")
    static native boolean isWhole(JSObject o, String k);

    /** A number field as JavaScript writes it, such as {@code 12.5}. */
    @JSBody(params = {"o", "k"}, script = "return String(o[k]);")
    static native String numberText(JSObject o, String k);

    /** The own keys of an object, in their order, as an array. */
    @JSBody(params = "o", script = "return Object.keys(o);")
    static native JSObject keys(JSObject o);

    @JSBody(params = "a", script = "return a.length;")
    static native int length(JSObject a);

    /** The kind of an item of an array, as {@link #kind}. */
    @JSBody(params = {"a", "i"}, script = "var v = a[i];"
            + " return v === undefined || v === null ? 'absent' : Array.isArray(v) ? 'array' : typeof v;")
    static native String kindAt(JSObject a, int i);

    @JSBody(params = {"a", "i"}, script = "return a[i];")
    static native String stringAt(JSObject a, int i);

    @JSBody(params = {"a", "i"}, script = "return a[i];")
    static native JSObject at(JSObject a, int i);

    /** A field as JSON text. */
    @JSBody(params = {"o", "k"}, script = "return JSON.stringify(o[k]);")
    static native String json(JSObject o, String k);
}
