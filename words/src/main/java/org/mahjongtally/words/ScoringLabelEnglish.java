package org.mahjongtally.words;

/** What a score sheet says around an element's name, in English. */
final class ScoringLabelEnglish implements Phrasebook<ScoringLabel> {

    @Override
    public Class<ScoringLabel> keys() {
        return ScoringLabel.class;
    }

    @Override
    public Language language() {
        return Language.ENGLISH;
    }

    @Override
    public String text(ScoringLabel key, Args a) {
        return switch (key) {
            case CALLING_FOR -> "Calling for " + a.text("name");
        };
    }
}
