include "f1837.td"
