include "f2417.td"
