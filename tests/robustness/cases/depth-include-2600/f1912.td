include "f1913.td"
