include "f578.td"
