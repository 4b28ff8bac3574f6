/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** ClassicScript: TeaVM's module as the classic script the page loads, or a clear refusal. */
class ClassicScriptTest {

    @Test
    void theExportsBecomeTheOneGlobalAndTheBodyIsCalledInParentheses() {
        String classic = ClassicScript.classic("\"use strict\";\nlet a=1,C=()=>a;\nexport{C as rulesets,D as score};\n");
        assertThat(classic).isEqualTo("(function(){\"use strict\";\nlet a=1,C=()=>a;\n"
                + "\nglobalThis.TallyEngine=Object.freeze({rulesets:C,score:D});\n})();\n");
    }

    @Test
    void anotherShapeOfModuleFailsTheBuildSayingWhy() {
        assertThatThrownBy(() -> ClassicScript.classic("let a=1;\nexport default a;\n"))
                .hasMessageContaining("does not end with export{...}");
        assertThatThrownBy(() -> ClassicScript.classic("import x from './x.js';\nlet a=x;\nexport{a as b};"))
                .hasMessageContaining("module syntax besides its export list");
        assertThatThrownBy(() -> ClassicScript.classic("let a=import.meta.url;\nexport{a as b};"))
                .hasMessageContaining("module syntax besides its export list");
        assertThatThrownBy(() -> ClassicScript.classic("let a=1;\nexport{a};"))
                .hasMessageContaining("not 'name as exported': a");
    }

    /** The script the build wrote: a classic script (no module syntax left) that sets the global. */
    @Test
    void theBuiltEngineIsAClassicScript() throws IOException {
        String script = Files.readString(NodeEngine.script(), StandardCharsets.UTF_8);
        assertThat(script).startsWith("(function(){").endsWith("})();\n").contains("globalThis.TallyEngine=Object.freeze({")
                .doesNotContainPattern("(?m)^\\s*export\\b");
    }
}
