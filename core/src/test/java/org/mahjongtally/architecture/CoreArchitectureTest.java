/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.architecture;

import static com.tngtech.archunit.core.domain.AccessTarget.Predicates.declaredIn;
import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** README, "How it is built": core is pure (no I/O, no frameworks) and its packages have no cycles. */
class CoreArchitectureTest {

    private static JavaClasses core;

    @BeforeAll
    static void importCore() {
        core = mainClasses();
    }

    /** The classes of core's main code. */
    static JavaClasses mainClasses() {
        return new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.mahjongtally");
    }

    @Test
    void coreDoesNoInputOrOutput() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage(
                        "java.io..", "java.nio..", "java.net..", "java.sql..", "javax..")
                .orShould().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .orShould().accessField(System.class, "in")
                .because("the engine is a pure function; adapters do the I/O")
                .check(core.that(com.tngtech.archunit.base.DescribedPredicate.not(
                        com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo(Throwable.class))));
    }

    @Test
    void coreUsesNoThirdPartyLibrary() {
        noClasses().should().dependOnClassesThat().resideOutsideOfPackages(
                        "org.mahjongtally..", "java.lang..", "java.util..", "java.math..")
                .because("core depends on the JDK only")
                .check(core);
    }

    /**
     * Core is compiled to JavaScript (TeaVM, engine-js), which has no
     * security providers, no file system, no reflection and no threads.
     */
    @Test
    void coreUsesNothingAJavaScriptCompilerCannotTranslate() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("java.security..",
                        "java.nio.file..", "java.lang.reflect..", "java.lang.invoke..",
                        "java.util.concurrent..")
                .orShould().dependOnClassesThat().belongToAnyOf(Thread.class, ThreadLocal.class,
                        InheritableThreadLocal.class, ClassLoader.class, Runtime.class)
                .orShould().callMethodWhere(target(declaredIn(Class.class))
                        .and(target(nameMatching("forName|newInstance|get(Declared)?(Method|Field|Constructor)s?"))))
                .because("core is compiled to JavaScript for the browser")
                .check(core);
    }

    @Test
    void coreHasNoJson() {
        noClasses().should().resideInAPackage("..json..").orShould().haveSimpleNameContaining("Json")
                .because("JSON is the adapters' (the json and store modules); core returns values")
                .check(core);
    }

    @Test
    void packagesHaveNoCycles() {
        slices().matching("org.mahjongtally.(*)..").should().beFreeOfCycles().check(core);
    }
}
