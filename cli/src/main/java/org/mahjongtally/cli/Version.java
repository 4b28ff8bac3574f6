package org.mahjongtally.cli;

import picocli.CommandLine.IVersionProvider;

/** The version printed by {@code tally --version}, from the jar's manifest when there is one. */
final class Version implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = TallyCommand.class.getPackage().getImplementationVersion();
        return new String[] {"Mahjong Tally " + (version == null ? "(development build)" : version)};
    }
}
