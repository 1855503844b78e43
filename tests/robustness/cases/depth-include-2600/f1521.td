include "f1522.td"
