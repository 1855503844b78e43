include "f1679.td"
