include "f1402.td"
