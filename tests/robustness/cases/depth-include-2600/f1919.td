include "f1920.td"
