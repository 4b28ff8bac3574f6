/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.teavm.dependency.AbstractDependencyListener;
import org.teavm.dependency.DependencyAgent;
import org.teavm.model.ClassReader;
import org.teavm.model.MethodReader;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * Makes TeaVM translate every method of core and of the rules module, not only those the
 * {@link Engine} reaches, so that the build fails on anything in them that has no JavaScript
 * counterpart (a class or method TeaVM's class library lacks), even in code the page does not
 * call yet. Active only when the TeaVM property {@value #PROPERTY} is {@code true}: the pom's
 * check execution sets it and throws its output away; the engine the page loads stays lean.
 *
 * <p>Runs on the JVM inside the build only (registered in {@code META-INF/services}).
 */
public final class WholeEngineCheck implements TeaVMPlugin {

    /** The TeaVM property that turns the check on. */
    public static final String PROPERTY = "mahjongtally.translateEverything";

    private static final String ROOT = "org/mahjongtally/";
    /** This module: its build-time classes (this one included) are not for translation. */
    private static final String OWN_PACKAGE = ROOT + "enginejs/";

    @Override
    public void install(TeaVMHost host) {
        if (!Boolean.parseBoolean(host.getProperties().getProperty(PROPERTY))) {
            return;
        }
        host.add(new AbstractDependencyListener() {
            @Override
            public void started(DependencyAgent agent) {
                for (String name : classNames(agent.getClassLoader())) {
                    agent.linkClass(name);
                    ClassReader type = agent.getClassSource().get(name);
                    for (MethodReader method : type.getMethods()) {
                        if (method.getProgram() != null) {
                            agent.linkMethod(method.getReference()).use();
                        }
                    }
                }
            }
        });
    }

    /** The binary names of every class under {@code org.mahjongtally} but this module's. */
    static List<String> classNames(ClassLoader loader) {
        TreeSet<String> names = new TreeSet<>();
        try {
            Enumeration<URL> roots = loader.getResources(ROOT);
            while (roots.hasMoreElements()) {
                URL root = roots.nextElement();
                for (String path : classFiles(root)) {
                    if (!path.startsWith(OWN_PACKAGE) && !path.endsWith("module-info.class")
                            && !path.endsWith("package-info.class")) {
                        names.add(path.substring(0, path.length() - ".class".length()).replace('/', '.'));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ArrayList<>(names);
    }

    /** The class files under a root, as paths from the top of their folder or jar. */
    private static List<String> classFiles(URL root) throws IOException {
        List<String> paths = new ArrayList<>();
        if (root.getProtocol().equals("jar")) {
            try (JarFile jar = ((JarURLConnection) root.openConnection()).getJarFile()) {
                for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements();) {
                    String name = e.nextElement().getName();
                    if (name.startsWith(ROOT) && name.endsWith(".class")) {
                        paths.add(name);
                    }
                }
            }
            return paths;
        }
        Path folder;
        try {
            folder = Path.of(root.toURI());
        } catch (URISyntaxException e) {
            throw new IOException("cannot read the classes at " + root, e);
        }
        Path top = folder.getParent().getParent();
        try (Stream<Path> files = Files.walk(folder)) {
            files.filter(f -> f.toString().endsWith(".class"))
                    .forEach(f -> paths.add(top.relativize(f).toString().replace('\\', '/')));
        }
        return paths;
    }
}
