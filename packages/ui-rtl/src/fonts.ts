// Side-effect entry (`@clorofil/ui-rtl/fonts`): apps import it once so Vazirmatn ships as woff2
// with `font-display: swap` from the app's own origin. The system's font stack names it first.
import '@fontsource-variable/vazirmatn';
