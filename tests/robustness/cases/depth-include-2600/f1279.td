include "f1280.td"
