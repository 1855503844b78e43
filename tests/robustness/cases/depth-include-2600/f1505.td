include "f1506.td"
