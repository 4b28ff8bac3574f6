package org.mahjongtally.enginejs;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * Builds the plain JavaScript objects and arrays the {@link Engine} answers with. In
 * JavaScript these are ordinary {@code {}} and {@code []} values; the methods exist only in
 * the translated program (on the JVM a {@code native} method has no body).
 */
final class JsValues {

    private JsValues() {
    }

    @JSBody(script = "return {};")
    static native JSObject object();

    @JSBody(script = "return [];")
    static native JSObject array();

    @JSBody(params = {"o", "key", "value"}, script = "o[key] = value;")
    static native void put(JSObject o, String key, JSObject value);

    @JSBody(params = {"o", "key", "value"}, script = "o[key] = value;")
    static native void put(JSObject o, String key, String value);

    @JSBody(params = {"o", "key", "value"}, script = "o[key] = value;")
    static native void put(JSObject o, String key, double value);

    @JSBody(params = {"o", "key", "value"}, script = "o[key] = value;")
    static native void put(JSObject o, String key, boolean value);

    @JSBody(params = {"a", "value"}, script = "a.push(value);")
    static native void push(JSObject a, JSObject value);

    @JSBody(params = {"a", "value"}, script = "a.push(value);")
    static native void push(JSObject a, String value);
}
