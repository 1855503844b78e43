include "f1469.td"
