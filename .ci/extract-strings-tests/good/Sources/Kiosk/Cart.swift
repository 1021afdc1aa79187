import Tactile

let total = LocalizedString("Total:\t{amount}\nPay at the \"Till\" \\ ✓ \u{2192}", comment: "The cart's last line\nshown in bold")
let keepAgain = LocalizedString("Keep", comment: "Title of the drop zone that keeps tiles")
