include "f2522.td"
