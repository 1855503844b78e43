include "f1080.td"
