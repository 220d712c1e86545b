// Side-effect entry (`@clorofil/ui-rtl/fonts`): apps import it once so Vazirmatn ships as woff2
// with `font-display: swap` from the app's own origin. The system's font stack names it first.
// Our own subsets (scripts/subset-fonts.mjs): ~29 kB for Persian text, ~19 kB for Latin, instead
// of fontsource's three full files (~100 kB).
import './fonts/vazirmatn.css';
